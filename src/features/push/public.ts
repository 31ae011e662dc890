/**
 * What other features may use of push: the offer the feed shows, the rules and actions of the
 * settings' notifications section, and push's stylesheet, which that section shares: importing
 * this module brings it.
 */
import './push.css';

export { PushOffer } from './PushOffer';
export { deviceRows, pushOnThisDevice, type DeviceRow } from './pushRules';
export { usePushActions } from './usePushActions';
