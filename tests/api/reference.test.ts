import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { createMember } from '../factories/users';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());
const visitor = contractClient(() => t.app).as(null);

describe('GET getLanguages/', () => {
  it('lists English, Russian and Kazakh with their fields', async () => {
    const { status, body } = await visitor.call('getLanguages');
    expect(status).toBe(200);
    expect(body.map((l) => l.uiName)).toEqual(['en', 'ru', 'kk']);
    expect(Object.keys(body[0]!).sort()).toEqual(['languageId', 'panelDirectoryName', 'uiName']);
  });

  it('answers without the trailing slash too', async () => {
    // The contract's URL has the slash: the point is the path without it.
    const { status } = await call(t.app, { method: 'GET', url: '/rest/getLanguages' });
    expect(status).toBe(200);
  });
});

describe('administrative divisions', () => {
  it('lists Kazakhstan\'s regions and the cities of one', async () => {
    const counties = await visitor.call('getCounties');
    expect(counties.status).toBe(200);
    expect(counties.body.length).toBe(20);
    const karaganda = counties.body.find((c) => c.name === 'Karaganda Region');
    const cities = await visitor.call('getCities', { params: { id: String(karaganda?.id) } });
    expect(cities.status).toBe(200);
    expect(cities.body.map((c) => c.name)).toContain('Temirtau');
  });

  it.each(['0', 'abc', '1 OR 1=1', '99999999999', '-1'])('rejects county id %s with a 400', async (id) => {
    expect(await visitor.call('getCities', { params: { id } })).toMatchObject(failure(400, 'badInput'));
  });

  it('answers 404 for an unknown county', async () => {
    const answer = await visitor.call('getCities', { params: { id: '9999' } });
    expect(answer).toMatchObject(failure(404, 'notFound'));
    expect(answer.body.error).toBe('Not Found');
  });
});

describe('site and misc', () => {
  it('serves the site configuration at /specific/config.json', async () => {
    // A static file, not a contract route.
    const { status, body } = await call(t.app, { method: 'GET', url: '/specific/config.json' });
    expect(status).toBe(200);
    expect(body.loginErrorCodes.userNotActive).toBe(t.siteConfig.loginErrorCodes.userNotActive);
  });

  it('redirects a shared card to its public page', async () => {
    // A redirect for shared links, outside the JSON contract.
    const response = await t.app.inject({ method: 'GET', url: '/rest/shareCard/42' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/publicCardPage/42');
  });

  it("keeps a shared link's query on the way to the public page (an invite's recommendedBy), encoded again", async () => {
    for (const [query, location] of [['?recommendedBy=77', '/publicCardPage/42?recommendedBy=77'], ['?ref=5&utm_source=sms', '/publicCardPage/42?ref=5&utm_source=sms'], ['?x=a%0D%0Ab c', '/publicCardPage/42?x=a%0D%0Ab+c'], ['?', '/publicCardPage/42']]) {
      const response = await t.app.inject({ method: 'GET', url: `/rest/shareCard/42${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it('sends a shared link with a malformed card id to the public card page, the id encoded into its path', async () => {
    // The id is encoded: nothing it holds can break out of the page's path.
    for (const [cardId, location] of [['abc', '/publicCardPage/abc'], ['0', '/publicCardPage/0'], ['a%0D%0ASet-Cookie:x=1', '/publicCardPage/a%0D%0ASet-Cookie%3Ax%3D1'], ['%3F%2F..', '/publicCardPage/%3F%2F..']]) {
      const response = await t.app.inject({ method: 'GET', url: `/rest/shareCard/${cardId}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sends a shared link whose address is broken (a bad escape) or too long to a page, never answering JSON to the browser', async () => {
    for (const [url, location] of [['/rest/shareCard/%FF', '/publicCardPage/%25FF'], ['/rest/shareCard/4%2', '/publicCardPage/4%252'], ['/rest/shareCard/%E2%80?recommendedBy=7', '/publicCardPage/%25E2%2580?recommendedBy=7'], [`/rest/shareCard/${'a'.repeat(3000)}`, '/']]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url!.slice(0, 40)).toBe(302);
      expect(response.headers.location).toBe(location);
    }
    // The API's own addresses keep their JSON answer.
    expect(await call(t.app, { method: 'GET', url: '/rest/widget/%FF' })).toMatchObject(failure(400, 'badInput'));
  });

  it('answers an unknown /rest path with a JSON 404', async () => {
    // An unknown route: no contract name exists for it.
    expect(await call(t.app, { method: 'GET', url: '/rest/nope' })).toMatchObject(failure(404, 'notFound'));
  });

  it('serves the OpenAPI document under /rest/docs', async () => {
    // The OpenAPI docs are served beside the contract, not named in it.
    const { status, body } = await call(t.app, { method: 'GET', url: '/rest/docs/json' });
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toContain('/rest/getLanguages/');
  });

  it('serves the docs page with a policy that works over plain http on any host: no upgrade to https, swagger-ui\'s inline styles allowed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/rest/docs/' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('a language the configuration does not allow', () => {
  it('is offered nowhere: not listed, no choice types, no feed in it', async () => {
    await t.close();
    t = await buildTestApp({ siteConfig: { allowedLanguages: ['en', 'ru'] } });
    const member = await createMember(t.app);
    const as = contractClient(() => t.app).as(member);
    expect((await as.call('getLanguages')).body.map((l) => l.uiName)).toEqual(['en', 'ru']);
    const kazakh = (await t.app.container.reference.languageByUiName('kk'))!.id;
    await t.app.container.questions.create({ text: 'Қазақша?', choiceTypeKey: 'yes_no', languageId: kazakh });
    expect(await as.call('getDefaultChoiceTypes', { params: { langId: String(kazakh) } })).toMatchObject(failure(404, 'notFound'));
    expect(await as.call('getNextQuestion', { params: { id: String(member.id) }, query: { langUiName: 'kk' } })).toMatchObject(failure(400, 'unknownLanguage'));
    expect(await as.call('getUpcomingQuestions', { params: { id: String(member.id) }, query: { langUiName: 'kk' } })).toMatchObject(failure(400, 'unknownLanguage'));
    expect(await as.call('getTop10', { query: { langUiName: 'kk' } })).toMatchObject(failure(400, 'unknownLanguage'));
    expect((await as.call('getDefaultChoiceTypes', { params: { langId: '2' } })).status).toBe(200);
    expect((await as.call('getNextQuestion', { params: { id: String(member.id) }, query: { langUiName: 'ru' } })).status).toBe(200);
  });
});
