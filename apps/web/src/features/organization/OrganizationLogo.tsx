import type { Organization } from './organization';

/** The organisation's logo, or its initial when it has none. */
export function OrganizationLogo({ organization, size = 64 }: { organization: Organization; size?: number }) {
  if (organization.logoUrl) {
    return (
      <img
        src={organization.logoUrl}
        alt={organization.name}
        width={size}
        height={size}
        className="object-contain"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={organization.name}
      className="inline-flex items-center justify-center rounded-lg bg-primary font-semibold text-on-primary"
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      {organization.name.charAt(0).toUpperCase()}
    </span>
  );
}
