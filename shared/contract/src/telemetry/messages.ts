/** What a refused telemetry call is told, the same words from the mock and the server. */
export const TELEMETRY_MESSAGES = {
  noTicket:
    'A telemetry report needs the ticket this page load was given (POST /api/v2/telemetry/ticket).',
  badTicket:
    'This telemetry ticket was not issued by this site, or has expired: ask for a new one.',
  otherOrigin: 'Telemetry is taken only from the pages of this site.',
  badReport: 'This telemetry report is not in the shape the server takes.',
} as const;
