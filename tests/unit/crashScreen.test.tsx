// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import CrashScreen from '@site/src/components/CrashScreen';

describe('CrashScreen', () => {
  it('shows the heading, the Try again button and the message', () => {
    render(<CrashScreen error={new Error('Widget data is missing')} tryAgain={() => undefined} />);
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('This page crashed.');
    expect(screen.getByRole('button', {name: 'Try again'})).toBeTruthy();
    expect(screen.getByTestId('crash-error').textContent).toContain('Widget data is missing');
  });

  it('introduces every cause in the chain with "Cause:"', () => {
    const root = new Error('Loading the table failed', {
      cause: new Error('Fetching rows failed', {cause: new Error('Network down')}),
    });
    render(<CrashScreen error={root} tryAgain={() => undefined} />);
    const text = screen.getByTestId('crash-error').textContent ?? '';
    expect(text).toBe('Loading the table failedCause: Fetching rows failedCause: Network down');
    expect(text.match(/Cause:/g)).toHaveLength(2);
  });

  it('calls tryAgain when the button is pressed', () => {
    const tryAgain = vi.fn();
    render(<CrashScreen error={new Error('boom')} tryAgain={tryAgain} />);
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('renders markup in an error message as text, never as HTML', () => {
    const {container} = render(<CrashScreen error={new Error('<img src=x onerror=alert(1)>')} tryAgain={() => undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('crash-error').textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
