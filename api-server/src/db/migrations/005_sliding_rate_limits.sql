-- Sliding windows: the count of the window before the current one is kept beside it, and weighs in
-- for the part of it that the sliding window still covers, so a client who spends the allowance at
-- the end of one window cannot spend it again at the start of the next.
ALTER TABLE rate_limit_windows ADD COLUMN previous_hits integer NOT NULL DEFAULT 0;
