'use client';
import { useEffect } from 'react';
import { readConsent, storeConsent, subscribeConsent, type ConsentChoice } from './consent';
import { CONSENT_ANSWERED_ATTRIBUTE } from './consent-prepaint';

/** Hides the prerendered banner, as the pre-paint script does for a visitor who answered before. */
function markAnswered() {
  document.documentElement.setAttribute(CONSENT_ANSWERED_ATTRIBUTE, '');
}

interface ConsentButtonsProps {
  accept: string;
  decline: string;
  classes: { actions: string; primary: string; secondary: string };
}

/** The banner's two answers; the only part of it that needs JavaScript. */
export function ConsentButtons({ accept, decline, classes }: ConsentButtonsProps) {
  // An answer given elsewhere (the settings panel, another tab, a choice remembered in this page
  // with cookies blocked) hides the banner too.
  useEffect(() => {
    const sync = () => {
      if (readConsent() !== 'unset') markAnswered();
    };
    sync();
    return subscribeConsent(sync);
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    markAnswered();
    // The focused button is about to disappear; hand focus to the content rather than to <body>.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <div className={classes.actions}>
      <button type="button" className={classes.secondary} onClick={() => choose('denied')}>
        {decline}
      </button>
      <button type="button" className={classes.primary} onClick={() => choose('granted')}>
        {accept}
      </button>
    </div>
  );
}
