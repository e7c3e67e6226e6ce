import type { PiiFieldsByEventType } from '../security/pii-event-store';

/**
 * What the sender wrote is personal data (issue 17): encrypted under the signed-in sender's
 * key, or under a key of the message's own (see defaultPiiOwner), so both can be shredded.
 */
export const supportPiiFields: PiiFieldsByEventType = {
  MessageReceived: ['name', 'email', 'subject', 'message', 'company'],
};
