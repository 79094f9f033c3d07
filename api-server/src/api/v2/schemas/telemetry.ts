/** What pages report of the versions they ran, and the operator's summary of it. */
import { Type } from 'typebox';
import { telemetry } from '@murmur/contract';
import { withErrors } from '../../shared/schemas';

export const OPERATOR = [{ operator: [] as string[] }];

export const reportSchema = {
  tags: ['v2 telemetry'],
  summary:
    'A page load’s errors, load failures, fallbacks and Web Vitals per app version, with its ticket (from a page of this site only; sendBeacon; JSON, as text/plain or application/json)',
  body: telemetry.TelemetryReport,
  response: withErrors({ 204: Type.Null({ description: 'Kept.' }) }),
} as const;

export const ticketSchema = {
  tags: ['v2 telemetry'],
  summary:
    'A ticket for this page load’s reports (from a page of this site only; short-lived; limited per address like sign-up)',
  response: withErrors({ 201: telemetry.TelemetryTicket }),
} as const;

export const summarySchema = {
  tags: ['v2 telemetry'],
  summary:
    'Per app and version: sessions, error rate, fallbacks, LCP and INP p75 (the METRICS_TOKEN in production)',
  security: OPERATOR,
  querystring: telemetry.TelemetrySummaryQuery,
  response: withErrors({ 200: telemetry.TelemetrySummary }),
} as const;
