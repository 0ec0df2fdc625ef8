// Dates are stored in UTC and shown in America/Sao_Paulo as DD/MM/YYYY HH:mm:ss.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = 'America/Sao_Paulo';

export const formatDateTime = (ms: number) => dayjs(ms).tz(TIME_ZONE).format('DD/MM/YYYY HH:mm:ss');

/** Whole days from `ms` to now. */
export const daysSince = (ms: number, now = Date.now()) => Math.max(0, Math.floor((now - ms) / 86_400_000));
