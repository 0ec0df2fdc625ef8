// Every migration, in order. Each domain adds its own file and one line here.
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as network from './0002_network';
import * as lines from './0003_lines';
import * as lineProvider from './0004_line_provider';
import * as loginThrottle from './0005_login_throttle';
import * as tickets from './0006_tickets';
import * as lineExpiry from './0007_line_expiry';
import * as settings from './0008_settings';
import * as ops from './0009_ops';
import * as recharge from './0010_recharge';
import * as requestHash from './0011_request_hash';
import * as catalogue from './0012_catalogue';
import * as dns from './0013_dns';
import * as lineVersions from './0014_line_versions';
import * as networkVersions from './0015_network_versions';
import * as twofaFailures from './0016_twofa_failures';
import * as rechargeReference from './0017_recharge_reference';
import * as catalogueStaging from './0018_catalogue_staging';
import * as lineReminders from './0019_line_reminders';
import * as telegram from './0020_telegram';
import * as whatsapp from './0021_whatsapp';
import * as checkoutLimits from './0022_checkout_limits';
import * as lineChanges from './0024_line_changes';
import * as resellerSearch from './0025_reseller_search';
import * as automation from './0026_automation';
import * as trialPages from './0027_trial_pages';
import * as sessions from './0028_sessions';
import * as audit from './0029_audit';
import * as lineTrash from './0030_line_trash';
import * as accountTrash from './0031_account_trash';
import * as analytics from './0032_analytics';
import * as lineChangesPruned from './0033_line_changes_pruned';
import * as phoneNumbers from './0034_phone_numbers';
import * as trialDevice from './0035_trial_device';
import * as ledgerDeletedNames from './0036_ledger_deleted_names';
import * as requestClaims from './0037_request_claims';
import * as salesByDay from './0038_sales_by_day';
import * as analyticsDeltas from './0039_analytics_deltas';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_network': network,
  '0003_lines': lines,
  '0004_line_provider': lineProvider,
  '0005_login_throttle': loginThrottle,
  '0006_tickets': tickets,
  '0007_line_expiry': lineExpiry,
  '0008_settings': settings,
  '0009_ops': ops,
  '0010_recharge': recharge,
  '0011_request_hash': requestHash,
  '0012_catalogue': catalogue,
  '0013_dns': dns,
  '0014_line_versions': lineVersions,
  '0015_network_versions': networkVersions,
  '0016_twofa_failures': twofaFailures,
  '0017_recharge_reference': rechargeReference,
  '0018_catalogue_staging': catalogueStaging,
  '0019_line_reminders': lineReminders,
  '0020_telegram': telegram,
  '0021_whatsapp': whatsapp,
  '0022_checkout_limits': checkoutLimits,
  '0024_line_changes': lineChanges,
  '0025_reseller_search': resellerSearch,
  '0026_automation': automation,
  '0027_trial_pages': trialPages,
  '0028_sessions': sessions,
  '0029_audit': audit,
  '0030_line_trash': lineTrash,
  '0031_account_trash': accountTrash,
  '0032_analytics': analytics,
  '0033_line_changes_pruned': lineChangesPruned,
  '0034_phone_numbers': phoneNumbers,
  '0035_trial_device': trialDevice,
  '0036_ledger_deleted_names': ledgerDeletedNames,
  '0037_request_claims': requestClaims,
  '0038_sales_by_day': salesByDay,
  '0039_analytics_deltas': analyticsDeltas,
};
