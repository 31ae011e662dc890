import { describe, expect, it } from 'vitest';
import {
  avatarFor, displayName, frameFor, hasPredictorRights, headerItems, isProfileBlocked, landingActions, leftCarouselSlides, leftSlideLinkShown, profileMenuItems,
  restrictedControls, rightWidgets, showCookieNotice, sidebarLinks, sliderSlidesPerView, type Viewer,
} from './layoutRules';

const config = {
  aboutYouEnabled: true, blockingProfile: false, predictorEnabled: true, predictorLevelBit: 2, proposeQuestionEnabled: true,
  surveysWidgetEnabled: true, promoWidgetEnabled: true, ticketsEnabled: true, multiLanguage: true, cookieNotice: true,
};
const member: Viewer = { member: true, level: 0, profileComplete: true };
const predictorMember: Viewer = { ...member, level: 0b100 };
const visitor: Viewer = { member: false, level: 0, profileComplete: false };
const incomplete: Viewer = { ...predictorMember, profileComplete: false };
const blocking = { ...config, blockingProfile: true };

describe('predictor rights', () => {
  it('need the switch and level bit 2', () => {
    expect(hasPredictorRights(config, predictorMember)).toBe(true);
    expect(hasPredictorRights(config, { ...member, level: 0b011 })).toBe(false);
    expect(hasPredictorRights({ ...config, predictorEnabled: false }, predictorMember)).toBe(false);
    expect(hasPredictorRights(config, { ...visitor, level: 0b100 })).toBe(false);
  });
});

describe('header', () => {
  it('shows Log in to visitors and About you to members when enabled', () => {
    expect(headerItems(config, visitor)).toEqual(['home', 'aboutUs', 'how', 'prizes', 'login']);
    expect(headerItems(config, member)).toEqual(['home', 'aboutUs', 'aboutYou', 'how', 'prizes']);
    expect(headerItems({ ...config, aboutYouEnabled: false }, member)).toEqual(['home', 'aboutUs', 'how', 'prizes']);
  });

  it('hides Home and My activity while the profile blocks', () => {
    expect(isProfileBlocked(blocking, incomplete)).toBe(true);
    expect(headerItems(blocking, incomplete)).not.toContain('home');
    expect(profileMenuItems(blocking, incomplete)).toEqual(['settings', 'profile', 'logout']);
    expect(profileMenuItems(blocking, member)).toEqual(['history', 'settings', 'profile', 'logout']);
    expect(isProfileBlocked(config, incomplete)).toBe(false);
  });

  it('has no profile menu for visitors', () => {
    expect(profileMenuItems(config, visitor)).toEqual([]);
  });
});

describe('left sidebar links', () => {
  it('follow their switches and the predictor rule', () => {
    expect(sidebarLinks(config, member)).toEqual(['polls', 'propose', 'invite']);
    expect(sidebarLinks(config, predictorMember)).toEqual(['polls', 'propose', 'invite', 'predictor']);
    expect(sidebarLinks({ ...config, proposeQuestionEnabled: false }, member)).toEqual(['polls', 'invite']);
  });

  it('are all hidden while the profile blocks', () => {
    expect(sidebarLinks(blocking, incomplete)).toEqual([]);
  });
});

describe('a member whose profile is not known yet', () => {
  const unknown: Viewer = { ...predictorMember, profileComplete: null };

  it('counts as blocked while blocking is on: no links that would bounce to /app/profile', () => {
    expect(isProfileBlocked(blocking, unknown)).toBe(true);
    expect(headerItems(blocking, unknown)).not.toContain('home');
    expect(sidebarLinks(blocking, unknown)).toEqual([]);
    expect(leftSlideLinkShown('invite', blocking, unknown)).toBe(false);
    expect(landingActions(blocking, unknown)).toEqual(['spend']);
  });

  it('sees everything while blocking is off (nothing flashes hidden)', () => {
    expect(isProfileBlocked(config, unknown)).toBe(false);
    expect(headerItems(config, unknown)).toEqual(headerItems(config, predictorMember));
    expect(sidebarLinks(config, unknown)).toEqual(sidebarLinks(config, predictorMember));
    expect(landingActions(config, unknown)).toEqual(['polls', 'surveys', 'spend']);
  });
});

describe('landing page actions', () => {
  it('offer polls, surveys and spending to members, sign-in to visitors, and hide the blocked ones', () => {
    expect(landingActions(config, member)).toEqual(['polls', 'surveys', 'spend']);
    expect(landingActions(blocking, member)).toEqual(['polls', 'surveys', 'spend']);
    expect(landingActions(blocking, incomplete)).toEqual(['spend']);
    expect(landingActions(blocking, visitor)).toEqual(['login', 'how']);
  });
});

describe('frame outside /app', () => {
  it('is the public one for visitors, the member\'s for members, and the restricted one for members while access is restricted', () => {
    expect(frameFor({ restrictAccess: false }, visitor)).toBe('public');
    expect(frameFor({ restrictAccess: true }, visitor)).toBe('public');
    expect(frameFor({ restrictAccess: false }, member)).toBe('member');
    expect(frameFor({ restrictAccess: true }, member)).toBe('restricted');
    expect(frameFor({ restrictAccess: true }, incomplete)).toBe('restricted');
  });

  it('restricted: offers the language selector only with multi-language on, and always Log out', () => {
    expect(restrictedControls({ multiLanguage: true })).toEqual(['language', 'logout']);
    expect(restrictedControls({ multiLanguage: false })).toEqual(['logout']);
  });
});

describe('right sidebar widgets', () => {
  it('come in their fixed order under their switches', () => {
    expect(rightWidgets(config, predictorMember)).toEqual(['surveys', 'promo', 'welcome', 'propose', 'predictor', 'social']);
    expect(rightWidgets(config, member)).toEqual(['surveys', 'promo', 'welcome', 'propose', 'social']);
    const off = { ...config, surveysWidgetEnabled: false, promoWidgetEnabled: false, proposeQuestionEnabled: false, predictorEnabled: false };
    expect(rightWidgets(off, predictorMember)).toEqual(['welcome', 'social']);
  });

  it('leave out the surveys, the propose widget and the predictor while the profile blocks', () => {
    expect(rightWidgets(blocking, incomplete)).toEqual(['promo', 'welcome', 'social']);
    expect(rightWidgets(blocking, predictorMember)).toContain('predictor');
  });

  it('show the seasonal promo under its switch alone, whatever its dates', () => {
    expect(rightWidgets({ ...config, surveysWidgetEnabled: false }, member)).toEqual(['promo', 'welcome', 'propose', 'social']);
    expect(rightWidgets({ ...config, promoWidgetEnabled: false }, member)).not.toContain('promo');
  });

  it('leave out the seasonal promo, a sale of tickets, where tickets are switched off', () => {
    expect(rightWidgets({ ...config, ticketsEnabled: false }, member)).toEqual(['surveys', 'welcome', 'propose', 'social']);
  });
});

describe('carousels', () => {
  it('left carousel has 3 slides with tickets, else 2', () => {
    expect(leftCarouselSlides({ ticketsEnabled: true })).toHaveLength(3);
    expect(leftCarouselSlides({ ticketsEnabled: false })).toHaveLength(2);
  });

  it("left carousel's invite slide keeps its text but not its link while the profile blocks", () => {
    expect(leftSlideLinkShown('invite', blocking, incomplete)).toBe(false);
    expect(leftSlideLinkShown('invite', blocking, predictorMember)).toBe(true);
    expect(leftSlideLinkShown('points', blocking, incomplete)).toBe(true);
    expect(leftSlideLinkShown('tickets', blocking, incomplete)).toBe(true);
  });

  it('mobile slider shows one slide under 768 px, else 2 or 3 with tickets', () => {
    expect(sliderSlidesPerView(true, { ticketsEnabled: true })).toBe(1);
    expect(sliderSlidesPerView(true, { ticketsEnabled: false })).toBe(1);
    expect(sliderSlidesPerView(false, { ticketsEnabled: false })).toBe(2);
    expect(sliderSlidesPerView(false, { ticketsEnabled: true })).toBe(3);
  });
});

describe('cookie notice', () => {
  it('shows to visitors when enabled until dismissed', () => {
    expect(showCookieNotice(config, visitor, false)).toBe(true);
    expect(showCookieNotice(config, visitor, true)).toBe(false);
    expect(showCookieNotice(config, member, false)).toBe(false);
    expect(showCookieNotice({ cookieNotice: false }, visitor, false)).toBe(false);
  });
});

describe('user summary', () => {
  it('picks the avatar by sex and upper-cases the name', () => {
    expect(avatarFor('F')).toBe('female');
    expect(avatarFor('M')).toBe('male');
    expect(avatarFor(null)).toBe('unknown');
    expect(displayName('Aigerim ', 'Nurlanova')).toBe('AIGERIM NURLANOVA');
    expect(displayName('Дина', '')).toBe('ДИНА');
  });
});
