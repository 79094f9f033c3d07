import { safeHttpUrl } from '../../safeHttpUrl/safeHttpUrl';

export interface ProfileLinks {
  website: string;
  avatarURL: string;
}

export type ProfileLinkErrors = Partial<Record<keyof ProfileLinks, string>>;

const FIELD_NAMES: Record<keyof ProfileLinks, string> = {
  website: 'Website',
  avatarURL: 'Avatar URL',
};

/**
 * Both links may be left empty; anything else must be an http(s) address, since only those are
 * ever rendered as a link or an image (a `javascript:` website would run on click).
 */
export function validateProfileLinks(links: ProfileLinks): ProfileLinkErrors {
  const errors: ProfileLinkErrors = {};
  for (const field of Object.keys(FIELD_NAMES) as (keyof ProfileLinks)[]) {
    const value = links[field].trim();
    if (value && !safeHttpUrl(value)) {
      errors[field] = `${FIELD_NAMES[field]} must start with http:// or https://`;
    }
  }
  return errors;
}
