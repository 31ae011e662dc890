-- A prize picture's address carries a short digest of it, so no cache keeps an old picture. Stored
-- beside the picture and worked out when it is written, a catalogue read no longer hashes every
-- picture's bytes; the digest is the one the catalogue worked out before, so addresses stay the same.
ALTER TABLE "prizes" ADD COLUMN "image_version" text GENERATED ALWAYS AS (left(md5(image), 12)) STORED;
