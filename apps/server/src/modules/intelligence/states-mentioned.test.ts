import { describe, expect, it } from 'vitest';
import { statesMentioned } from './states-mentioned.js';

describe('statesMentioned', () => {
  it.each([
    ['Scam calls reported in Florida and Georgia', ['FL', 'GA']],
    ['West Virginia residents warned', ['WV']],
    ['Virginia and West Virginia', ['VA', 'WV']],
    ['Arkansas, not Kansas? Both: Kansas too', ['AR', 'KS']],
    ['Attorney General Jeff Jackson protects North Carolinians in north carolina', ['NC']],
    ['Seniors in Washington, D.C. were targeted', ['DC']],
    ['Seniors in Washington DC and Washington state', ['DC', 'WA']],
    ['District of Columbia and New Mexico, not Mexico', ['DC', 'NM']],
    ['RALEIGH, NC – Today', ['NC']],
    ['Arrest in Columbus, OH 43215 and Portland, OR.', ['OH', 'OR']],
    ['Mailed to PO Box 12, Springfield, IL 62701-1234', ['IL']],
    ['Victims in NY, NJ and TX lost money', ['NJ', 'NY', 'TX']],
    ['Call if you are IN doubt OR worried, OK? Ask your MD or PA.', []],
    ['The VA and Medicare (CO-OP) are not states; ME neither', []],
    ['New Yorkers and Texans', []],
    ['A text with no place at all', []],
    ['', []],
  ])('%j names %j', (text, expected) => {
    expect(statesMentioned(text)).toEqual(expected);
  });

  it('lists each state once, sorted', () => {
    expect(statesMentioned('Texas, TX, texas; Alaska AK')).toEqual(['AK', 'TX']);
  });
});
