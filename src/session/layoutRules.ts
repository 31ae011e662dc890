import type { SiteConfig } from '@contract/schemas/site-config';
import { hasLevelBit } from '../lib/levelBits';

/** Who is looking at the layout: a signed-in member (not a guest), their level and profile state. */
export interface Viewer {
  member: boolean;
  level: number;
  /** null while the member's details are not loaded yet. */
  profileComplete: boolean | null;
}

type Switches = Pick<
  SiteConfig,
  | 'aboutYouEnabled' | 'blockingProfile' | 'predictorEnabled' | 'predictorLevelBit' | 'proposeQuestionEnabled'
  | 'surveysWidgetEnabled' | 'promoWidgetEnabled' | 'ticketsEnabled' | 'multiLanguage' | 'cookieNotice'
>;

export type HeaderItem = 'home' | 'aboutUs' | 'aboutYou' | 'how' | 'prizes' | 'login';
export type ProfileMenuItem = 'history' | 'settings' | 'profile' | 'logout';
export type SidebarLink = 'polls' | 'propose' | 'invite' | 'predictor';
export type RightWidget = 'surveys' | 'promo' | 'welcome' | 'propose' | 'predictor' | 'social';
export type LeftSlide = 'points' | 'tickets' | 'invite';

/**
 * Blocking-profile: a member with an incomplete profile while the switch is on. A profile not known yet
 * counts as incomplete, so links the guard would bounce to /app/profile never show before the details
 * arrive; with the switch off nothing is hidden meanwhile.
 */
export function isProfileBlocked(config: Switches, viewer: Viewer): boolean {
  return config.blockingProfile && viewer.member && viewer.profileComplete !== true;
}

/** Predictor rights: the switch on AND the level bit (index 2) set. */
export function hasPredictorRights(config: Switches, viewer: Viewer): boolean {
  return config.predictorEnabled && viewer.member && hasLevelBit(viewer.level, config.predictorLevelBit);
}

/** Header items in order: Home, About us, About you (members, switch on), How it works, Prizes, Log in (visitors). */
export function headerItems(config: Switches, viewer: Viewer): HeaderItem[] {
  const blocked = isProfileBlocked(config, viewer);
  const items: HeaderItem[] = [];
  if (!blocked) items.push('home');
  items.push('aboutUs');
  if (viewer.member && config.aboutYouEnabled) items.push('aboutYou');
  items.push('how', 'prizes');
  if (!viewer.member) items.push('login');
  return items;
}

/** Profile menu: My activity (hidden while blocked), Account Settings, Profile settings, Log out. */
export function profileMenuItems(config: Switches, viewer: Viewer): ProfileMenuItem[] {
  if (!viewer.member) return [];
  const items: ProfileMenuItem[] = [];
  if (!isProfileBlocked(config, viewer)) items.push('history');
  items.push('settings', 'profile', 'logout');
  return items;
}

export type LandingAction = 'polls' | 'surveys' | 'spend' | 'login' | 'how';

/** The landing page's buttons: Polls and Surveys (hidden while blocked), Spend points for members; Log in and How it works for visitors. */
export function landingActions(config: Switches, viewer: Viewer): LandingAction[] {
  if (!viewer.member) return ['login', 'how'];
  return isProfileBlocked(config, viewer) ? ['spend'] : ['polls', 'surveys', 'spend'];
}

/** The site information pages the left sidebar and the footer link to, in their order. */
export const SITE_INFO_PAGES = ['contact', 'privacy', 'terms', 'faq'] as const;

/** Left sidebar links: Polls, Submit a question (switch), Invite friends, Predictor (switch + level bit); none while blocked. */
export function sidebarLinks(config: Switches, viewer: Viewer): SidebarLink[] {
  if (!viewer.member || isProfileBlocked(config, viewer)) return [];
  const links: SidebarLink[] = ['polls'];
  if (config.proposeQuestionEnabled) links.push('propose');
  links.push('invite');
  if (hasPredictorRights(config, viewer)) links.push('predictor');
  return links;
}

/**
 * Right sidebar widgets in their fixed order, each under its switch. The seasonal promo's widget
 * follows its switch whatever the promo's dates (outside them it says the offer is not on sale),
 * and needs the tickets it sells: without them there is nothing to buy. While the profile blocks,
 * the widgets whose links the guard would bounce to /app/profile are left out: the surveys (as the
 * landing page's Surveys button; About you still links the profile surveys), propose and predictor.
 */
export function rightWidgets(config: Switches, viewer: Viewer): RightWidget[] {
  const open = !isProfileBlocked(config, viewer);
  const widgets: RightWidget[] = [];
  if (config.surveysWidgetEnabled && open) widgets.push('surveys');
  if (config.promoWidgetEnabled && config.ticketsEnabled) widgets.push('promo');
  widgets.push('welcome');
  if (config.proposeQuestionEnabled && open) widgets.push('propose');
  if (hasPredictorRights(config, viewer) && open) widgets.push('predictor');
  widgets.push('social');
  return widgets;
}

export type Frame = 'public' | 'member' | 'restricted';

/**
 * The frame around a page outside /app: visitors and guests get the public one; a member gets the
 * member's frame, or, while the restrict-access switch is on, a minimal one (every panel link would
 * only lead back to /restrict).
 */
export function frameFor(config: Pick<SiteConfig, 'restrictAccess'>, viewer: Pick<Viewer, 'member'>): Frame {
  if (!viewer.member) return 'public';
  return config.restrictAccess ? 'restricted' : 'member';
}

export type RestrictedControl = 'language' | 'logout';

/** What the restricted frame still offers a member: the language selector (multi-language on), then Log out. */
export function restrictedControls(config: Pick<SiteConfig, 'multiLanguage'>): RestrictedControl[] {
  return config.multiLanguage ? ['language', 'logout'] : ['logout'];
}

/** The left-widget carousel: 3 slides with tickets, else 2. */
export function leftCarouselSlides(config: Pick<SiteConfig, 'ticketsEnabled'>): LeftSlide[] {
  return config.ticketsEnabled ? ['points', 'tickets', 'invite'] : ['points', 'invite'];
}

/** A slide's link is shown unless it leads where a blocked profile may not go (the invite's, like the Invite friends link). */
export function leftSlideLinkShown(slide: LeftSlide, config: Switches, viewer: Viewer): boolean {
  return slide !== 'invite' || !isProfileBlocked(config, viewer);
}

/** Slides visible at once in the mobile right-column slider: one on a phone (under 768 px), else 2 (3 with tickets). */
export function sliderSlidesPerView(phone: boolean, config: Pick<SiteConfig, 'ticketsEnabled'>): number {
  if (phone) return 1;
  return config.ticketsEnabled ? 3 : 2;
}

/** Cookie notice: visitors only, when the switch is on, until dismissed. */
export function showCookieNotice(config: Pick<SiteConfig, 'cookieNotice'>, viewer: Pick<Viewer, 'member'>, dismissed: boolean): boolean {
  return config.cookieNotice && !viewer.member && !dismissed;
}

export type Avatar = 'female' | 'male' | 'unknown';
export function avatarFor(sex: 'M' | 'F' | null | undefined): Avatar {
  if (sex === 'F') return 'female';
  if (sex === 'M') return 'male';
  return 'unknown';
}

/** The upper-cased first and last name of the sidebar summary. */
export function displayName(firstName: string, lastName: string): string {
  return [firstName, lastName].map((part) => part.trim()).filter(Boolean).join(' ').toLocaleUpperCase();
}
