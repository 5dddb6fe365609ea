/**
 * Pictures: generated SVGs, so the product serves its own logos and portraits (no external image host).
 */
import type { GeneratedTeam } from './sports-model';

export type LogoTeam = Pick<
  GeneratedTeam,
  'codeLatin' | 'nameFullLatin' | 'colourPrimary' | 'colourSecondary'
>;
export type ImagePerson = {
  firstNameLatin: string;
  familyNameLatin: string;
  shirtNumber: number | null;
  colourPrimary: string;
  colourSecondary: string;
};
export const personImageTypes = ['headshot', 'actionPhoto', 'silhouette'] as const;
export type PersonImageType = (typeof personImageTypes)[number];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const safeColour = (colour: string) => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#777777');

/** A shield in the team's two colours with its code. */
export function teamLogoSvg(team: LogoTeam): string {
  const primary = safeColour(team.colourPrimary);
  const secondary = safeColour(team.colourSecondary);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">' +
    `<title>${escapeXml(team.nameFullLatin)}</title>` +
    `<path d="M48 4 L88 16 V48 C88 70 70 86 48 92 C26 86 8 70 8 48 V16 Z" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
    `<path d="M8 52 H88 V60 H8 Z" fill="${secondary}" opacity="0.85"/>` +
    `<text x="48" y="45" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${secondary}" text-anchor="middle">${escapeXml(team.codeLatin)}</text>` +
    '</svg>'
  );
}

/** A portrait of the person in the kinds General's personImageType offers. */
export function personImageSvg(person: ImagePerson, type: PersonImageType): string {
  const primary = safeColour(person.colourPrimary);
  const secondary = safeColour(person.colourSecondary);
  const open =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">';
  const title = `<title>${escapeXml(`${person.firstNameLatin} ${person.familyNameLatin}`)}</title>`;
  if (type === 'silhouette') {
    return `${open}${title}<rect width="120" height="120" fill="#d0d4d9"/><circle cx="60" cy="46" r="22" fill="#8a9099"/><path d="M18 120 C18 88 38 74 60 74 C82 74 102 88 102 120 Z" fill="#8a9099"/></svg>`;
  }
  const initials = escapeXml(`${person.firstNameLatin[0] ?? ''}${person.familyNameLatin[0] ?? ''}`);
  const number = person.shirtNumber === null ? '' : escapeXml(String(person.shirtNumber));
  if (type === 'actionPhoto') {
    return (
      `${open}${title}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#1d1d1b"/></linearGradient></defs>` +
      '<rect width="120" height="120" fill="url(#g)"/>' +
      '<circle cx="70" cy="26" r="11" fill="#e0b48c"/>' +
      `<path d="M56 40 L82 40 L86 78 L52 78 Z" fill="${secondary}"/>` +
      `<path d="M56 44 L34 30 L30 36 L54 54 Z M82 44 L100 60 L95 65 L80 56 Z M54 78 L44 112 L52 114 L66 80 Z M84 78 L92 110 L84 112 L72 80 Z" fill="${secondary}"/>` +
      `<text x="69" y="68" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="${primary}" text-anchor="middle">${number}</text>` +
      `<circle cx="28" cy="24" r="9" fill="#f28c28" stroke="#1d1d1b" stroke-width="1.5"/>` +
      '</svg>'
    );
  }
  return (
    `${open}${title}<rect width="120" height="120" fill="${secondary}"/>` +
    '<circle cx="60" cy="48" r="24" fill="#e0b48c"/>' +
    `<path d="M14 120 C14 90 36 76 60 76 C84 76 106 90 106 120 Z" fill="${primary}"/>` +
    `<text x="60" y="110" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="${secondary}" text-anchor="middle">${number || initials}</text>` +
    '</svg>'
  );
}
