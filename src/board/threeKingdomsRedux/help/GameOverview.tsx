/** The start screen's word on what the game is and how it is won, citing the rulebook with a link to the Rules panel's overview. */
import { useHelp } from './HelpContext';
import { OVERVIEW_ID, OVERVIEW_SOURCE, START_LINES } from './overview';

export function GameOverview() {
  const help = useHelp();
  const [what, end] = START_LINES;
  return (
    <section className="start-about" data-testid="start-about" aria-label="The game in brief">
      <p>{what}</p>
      <p>
        {end}{' '}
        {help ? (
          <button
            type="button"
            className="text-link"
            data-testid="start-overview"
            title="Open the rules at the overview"
            onClick={() => help.open(OVERVIEW_ID)}
          >
            {OVERVIEW_SOURCE}
          </button>
        ) : (
          <span className="muted">{OVERVIEW_SOURCE}</span>
        )}
      </p>
    </section>
  );
}
