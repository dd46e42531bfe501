import type { Organization } from './organization';

/** The organisation's logo at a given height (logos are usually wordmarks), or its initial. */
export function OrganizationLogo({
  organization,
  height = 40,
}: {
  organization: Organization;
  height?: number;
}) {
  if (organization.logoUrl) {
    return (
      <img
        src={organization.logoUrl}
        alt={organization.name}
        height={height}
        className="w-auto max-w-60 object-contain"
        style={{ height }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={organization.name}
      className="inline-flex items-center justify-center rounded-lg bg-primary font-semibold text-on-primary"
      style={{ width: height, height, fontSize: height / 2 }}
    >
      {organization.name.charAt(0).toUpperCase()}
    </span>
  );
}
