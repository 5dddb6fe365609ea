import { describe, expect, it } from 'vitest';
import { decodeEvents, encodeEvents, type MatchEvent, runningScores, tallyEvents } from './match-events';

const event = (e: Partial<MatchEvent> & Pick<MatchEvent, 'type'>): MatchEvent => ({
  period: 1,
  second: 0,
  side: 0,
  personId: null,
  otherId: null,
  secondAssistId: null,
  scored: null,
  ...e,
});

describe('match events', () => {
  it('store and read back every field, a shoot-out attempt’s result and seconds past 255', () => {
    const events = [
      event({ type: 'periodStart', side: null }),
      event({ type: 'goal', second: 1199, personId: '9001', otherId: '9002', secondAssistId: '9003' }),
      event({ type: 'penaltyMinor', period: 2, second: 300, side: 1, personId: '9104' }),
      event({ type: 'shootoutAttempt', period: 5, second: 2, side: 1, personId: '9104', scored: true }),
      event({ type: 'shootoutAttempt', period: 5, second: 3, side: 0, personId: '9001', scored: false }),
    ];
    const stored = encodeEvents('hockey', events);
    expect(stored.personIds).toEqual(['9001', '9002', '9003', '9104']);
    expect(decodeEvents('hockey', stored.personIds, stored.events)).toEqual(events);
  });

  it('count the figures the events decide, and the running score', () => {
    const events = [
      event({ type: 'threePointMade', personId: 'a', otherId: 'b' }),
      event({ type: 'dunk', personId: 'b' }),
      event({ type: 'freeThrowMade', side: 1, personId: 'c' }),
      event({ type: 'foulTechnical', side: 1, personId: 'c' }),
      event({ type: 'timeout', side: 1 }),
    ];
    const tally = tallyEvents('basketball', events);
    expect(tally.get('a')).toMatchObject({ points: 3, fieldGoalsMade: 1, threePointersMade: 1, assists: 0 });
    expect(tally.get('b')).toMatchObject({ points: 2, fieldGoalsMade: 1, assists: 1 });
    expect(tally.get('c')).toMatchObject({ points: 1, freeThrowsMade: 1, foulsPersonal: 1 });
    expect(runningScores('basketball', events).at(-1)).toEqual([5, 1]);
  });
});
