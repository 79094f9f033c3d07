/** The bounds of a telemetry report, the same for the page that sends it and the server. */
export const TELEMETRY_LIMITS = {
  /** A report of every app with long names is about 1 KB: 4 KB leaves room, 64 KB would not. */
  bodyBytes: 4 * 1024,
  appsPerReport: 12,
  /**
   * Rows one ticket (one page load) may make, whatever its reports name: as many as one report
   * may carry. A page that runs more app versions than that reports the first ones.
   */
  rowsPerTicket: 12,
  /** A ticket is signed text (a JWT); this is far over its length. */
  ticketChars: 512,
  /** Errors counted per app and session: past this the count stops (one loop must not flood). */
  countMax: 1000,
  /** A vital over ten minutes is no measurement. */
  millisMax: 600_000,
} as const;

/** What one request for the telemetry summary may ask (`GET /api/v2/telemetry/summary`). */
export const TELEMETRY_SUMMARY_LIMITS = {
  /** As far back as reports are ever kept, and more: 90 days. */
  windowMinutes: 90 * 24 * 60,
  /** Buckets in one answer: a day by the minute, or five days in 5-minute buckets. */
  buckets: 1440,
  /** Versions of the app whose buckets are answered, the most recently seen. */
  seriesVersions: 12,
} as const;
