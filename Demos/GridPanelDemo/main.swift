// GridPanelDemo: every GridPanel scenario as an ASCII drawing with its frames; `--svg DIR`
// writes one SVG each. Exits 1 when a scenario's numbers are wrong.

import Scenarios

DemoRunner.main(title: "GridPanelDemo", scenarios: GridScenarios.all)
