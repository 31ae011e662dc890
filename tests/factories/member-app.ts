import { afterEach, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { createMember, type TestMember } from './users';

/**
 * The usual set-up of a member's API tests: before each test a fresh app with one member in it,
 * handed to `use`; after it, the app the test ends with (`current`: a test may rebuild it) is closed.
 */
export function eachTestWithMember(use: (app: TestApp, member: TestMember) => void, current: () => TestApp): void {
  beforeEach(async () => {
    const app = await buildTestApp();
    use(app, await createMember(app.app));
  });
  afterEach(() => current().close());
}
