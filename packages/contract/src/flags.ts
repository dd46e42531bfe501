/**
 * Feature flags (SPEC 9) and their defaults. Configuration switches one with the strings
 * 'true' / 'false'; the server reads `FAENA_FLAG_<NAME>` variables (`FAENA_FLAG_MAGIC_LINK=true`)
 * and renders every flag into the web app's configuration. Pure: the server and the web app
 * import it.
 */
export const FEATURE_FLAG_DEFAULTS = {
  // On by default.
  activitiesWithoutCalendar: true,
  elementFields: true,
  /** users, venues, locations in forms and the form builder. */
  multipleElementFields: true,
  onboarding: true,
  organizationChart: true,
  settings: true,
  languageSetting: true,
  oidcSignIn: true,
  simulateError: true,
  validators: true,
  valueInNumRangeInterpretations: true,
  visualConditionsExclusiveGateway: true,
  visualConditionsInputSource: true,
  visualConditionsOnInputs: true,
  workflowAdminExclusiveGateway: true,
  workflowExecutionSidePanel: true,
  workflowKanban: true,
  taskManagerHome: true,
  // Off by default.
  activityPriorities: false,
  startDateInDetail: false,
  createCategoryAtRoot: false,
  createNewActivity: false,
  editProfile: false,
  fileExplorerFilters: false,
  fileExplorerSearchBar: false,
  identityProviderAccountLinking: false,
  inviteFromFrontend: false,
  managePositions: false,
  reportsByEmail: false,
  magicCode: false,
  magicLink: false,
  samlSignIn: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

export const FLAG_ENV_PREFIX = 'FAENA_FLAG_';

/** `magicLink` → `FAENA_FLAG_MAGIC_LINK`. */
export function flagEnvName(flag: FeatureFlag): string {
  return `${FLAG_ENV_PREFIX}${flag.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** `FAENA_FLAG_MAGIC_LINK` → `magicLink`; null for a variable that is not a flag's. */
export function flagOfEnvName(name: string): string | null {
  if (!name.startsWith(FLAG_ENV_PREFIX) || name.length === FLAG_ENV_PREFIX.length) return null;
  return name
    .slice(FLAG_ENV_PREFIX.length)
    .toLowerCase()
    .replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Every flag, from `overrides` on top of the defaults. Values must be 'true' / 'false' (booleans
 * pass too); an unknown name or another value is a problem, named in `problems`.
 */
export function resolveFlags(overrides: Readonly<Record<string, unknown>>): {
  flags: FeatureFlags;
  problems: string[];
} {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  const problems: string[] = [];
  for (const [name, value] of Object.entries(overrides)) {
    if (!isFeatureFlag(name)) problems.push(`flags.${name}: unknown flag`);
    else if (value === true || value === 'true') flags[name] = true;
    else if (value === false || value === 'false') flags[name] = false;
    else problems.push(`flags.${name}: expected 'true' or 'false'`);
  }
  return { flags, problems };
}
