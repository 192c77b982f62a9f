// PagedScrollDemo: the seed's P1 through a rotation, and a carousel with peeks, step by step;
// `--svg DIR` writes SVGs. Exits 1 when a scenario's numbers are wrong.

import Scenarios

DemoRunner.main(title: "PagedScrollDemo", scenarios: PagedScenarios.all)
