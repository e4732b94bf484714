// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TestAdmin } from './testing';
import { LoadingBar } from './LoadingBar';

afterEach(cleanup);

it('is a progress bar a screen reader names as loading', () => {
  render(
    <TestAdmin>
      <LoadingBar />
    </TestAdmin>,
  );
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
});
