import { MOCK_MESSAGES } from '@murmur/contract';
import { safeHttpUrl } from '../../safeHttpUrl/safeHttpUrl';

export interface ProfileLinks {
  website: string;
  avatarURL: string;
}

export type ProfileLinkErrors = Partial<Record<keyof ProfileLinks, string>>;

/** The servers' own words for each: the form says before sending what they would answer. */
const REFUSALS: Record<keyof ProfileLinks, string> = {
  website: MOCK_MESSAGES.badWebsite,
  avatarURL: MOCK_MESSAGES.badAvatar,
};

/**
 * Both links may be left empty; anything else must be an http(s) address, since only those are
 * ever rendered as a link or an image (a `javascript:` website would run on click).
 */
export function validateProfileLinks(links: ProfileLinks): ProfileLinkErrors {
  const errors: ProfileLinkErrors = {};
  for (const field of Object.keys(REFUSALS) as (keyof ProfileLinks)[]) {
    const value = links[field].trim();
    if (value && !safeHttpUrl(value)) {
      errors[field] = REFUSALS[field];
    }
  }
  return errors;
}
