-- A prize bought before its names were kept with the activity line showed in My activity under its
-- default (English) name in every language: such lines take the prize's translated names now, as a
-- line written today has them (blank names left out).
UPDATE "user_log" AS l SET "action_params" = l."action_params" || jsonb_build_object('names', n."names")
  FROM (
    SELECT p."id", coalesce(jsonb_object_agg(t."key", t."value"->>'name') FILTER (WHERE btrim(coalesce(t."value"->>'name', '')) <> ''), '{}'::jsonb) AS "names"
    FROM "prizes" AS p
      LEFT JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(p."translations") = 'object' THEN p."translations" ELSE '{}'::jsonb END) AS t ON true
    GROUP BY p."id"
  ) AS n
  WHERE l."action_type" = 'convert_prize'
    AND NOT (l."action_params" ? 'names')
    -- Cast only what is a whole number that fits (AND does not fix the order its parts are worked out in).
    AND n."id" = CASE WHEN jsonb_typeof(l."action_params"->'prizeId') = 'number' AND (l."action_params"->>'prizeId') ~ '^[0-9]{1,9}$'
      THEN (l."action_params"->>'prizeId')::integer END;
