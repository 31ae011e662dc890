/** What other features may use of push: the offer in the feed and the account settings' section. */
export { PushOffer } from './PushOffer';
export { PushSettings } from './PushSettings';
