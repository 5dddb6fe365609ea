import { describe, expect, it } from 'vitest';
import { personImageSvg, personImageTypes, teamLogoSvg } from './images';

describe('pictures', () => {
  const team = {
    codeLatin: 'AAL',
    nameFullLatin: 'Aalborg Sharks',
    colourPrimary: '#003087',
    colourSecondary: '#ffcd00',
  };
  it('draws a team logo with its colours and code, escaping text', () => {
    const svg = teamLogoSvg(team);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg".*<\/svg>$/);
    expect(svg).toContain(team.colourPrimary);
    expect(svg).toContain(`>${team.codeLatin}<`);
    expect(teamLogoSvg({ ...team, nameFullLatin: 'A <b> & "c"' })).toContain(
      'A &lt;b&gt; &amp; &quot;c&quot;',
    );
  });

  it('draws a person in each image type, different from one another', () => {
    const person = {
      firstNameLatin: 'Ada',
      familyNameLatin: 'Lovelace',
      shirtNumber: 23,
      colourPrimary: '#c8102e',
      colourSecondary: '#ffffff',
    };
    const svgs = personImageTypes.map((type) => personImageSvg(person, type));
    expect(new Set(svgs).size).toBe(3);
    for (const svg of svgs) expect(svg).toMatch(/^<svg .*<\/svg>$/);
    expect(svgs[0]).toContain('>23<');
    expect(personImageSvg({ ...person, colourPrimary: '"/><script>' }, 'headshot')).not.toContain('<script>');
  });
});
