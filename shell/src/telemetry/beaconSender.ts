/**
 * Sends the page's report with navigator.sendBeacon, which the browser delivers even as the page
 * goes away. A report equal to the last one sent is not sent again, and a page load sends at most
 * MAX_BYTES_PER_SESSION in all.
 */
import { MAX_BYTES_PER_SESSION, TELEMETRY_URL } from './telemetrySettings';

export function beaconSender(
  send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body),
  budget = MAX_BYTES_PER_SESSION,
) {
  let last = '';
  let spent = 0;
  return {
    send(report: object): boolean {
      const body = JSON.stringify(report);
      if (body === last || spent + body.length > budget) return false;
      // A string goes as text/plain: a request without a preflight.
      if (!send(TELEMETRY_URL, body)) return false;
      last = body;
      spent += body.length;
      return true;
    },
    get spent() {
      return spent;
    },
  };
}
