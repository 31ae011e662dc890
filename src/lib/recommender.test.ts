import { describe, expect, it } from 'vitest';
import { recommenderFromQuery, recommenderToKeep } from './recommender';

describe('recommenderFromQuery', () => {
  it('reads the recommender from the query, digits only', () => {
    expect(recommenderFromQuery('recommendedBy=12')).toBe('12');
    expect(recommenderFromQuery('ref=abc')).toBeNull();
  });
});

describe('recommenderToKeep', () => {
  it('takes the recommender of the invite link followed', () => {
    expect(recommenderToKeep('?recommendedBy=42', null)).toBe('42');
    expect(recommenderToKeep('?recommendedBy=42', '7')).toBe('42');
  });

  it('keeps (and so renews) the one kept before when the link has none', () => {
    expect(recommenderToKeep('', '7')).toBe('7');
    expect(recommenderToKeep('?recommendedBy=abc', '7')).toBe('7');
  });

  it('keeps nothing without a valid id', () => {
    expect(recommenderToKeep('', null)).toBeNull();
    expect(recommenderToKeep('', '7; path=/')).toBeNull();
  });
});
