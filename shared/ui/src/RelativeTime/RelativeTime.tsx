import { formatFullTime, formatRelativeTime, parseTimestamp } from './formatRelativeTime';
import { useNow } from './useNow';

export interface RelativeTimeProps {
  /** An ISO 8601 timestamp, e.g. a post's createdAt. */
  dateTime: string;
  className?: string;
}

/** "now", "5m", "2h" or "3 Nov", with the full date and time on hover. */
export function RelativeTime({ dateTime, className }: RelativeTimeProps) {
  const now = useNow();
  const date = parseTimestamp(dateTime);
  if (!date) return null;
  const full = formatFullTime(date);
  return (
    <time className={className} dateTime={dateTime} title={full}>
      {formatRelativeTime(date, new Date(now))}
    </time>
  );
}
