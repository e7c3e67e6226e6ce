/**
 * The evaluation stack's SMS and call catcher (docker-compose.yml): listens on PORT (8026)
 * and relays every message to SMTP_URL (Mailpit), so texts are read in the same inbox.
 */
import { createSmsCatcher } from '@pickup/api/dev/sms-catcher';
import { createSmtpNotifier } from '@pickup/api/notifications/smtp';

const port = Number(process.env.PORT ?? 8026);
const relay = process.env.SMTP_URL
  ? createSmtpNotifier({ url: process.env.SMTP_URL, from: 'SMS catcher <sms@pickup.invalid>' })
  : undefined;
const server = createSmsCatcher({ relay });
server.listen(port, () => console.log(`SMS catcher listening on ${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
