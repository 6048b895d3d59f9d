// The chart's plot height, and the figure's with its legend above: the space held for the chart while
// its code and figures load.
export const FORECAST_PLOT_HEIGHT = 320;
export const FORECAST_FIGURE_HEIGHT = 350;
