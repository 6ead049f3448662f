// The scheme is optional because dealers enter "www.dealer.com" as often as a full address;
// when given it must be http or https. The host needs a dot and an alphabetic top-level label,
// and nothing may contain white space.
const WEBSITE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isWebsiteUrl(value: string): boolean {
  return WEBSITE_URL_PATTERN.test(value);
}
