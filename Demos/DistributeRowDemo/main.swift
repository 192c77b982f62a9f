// DistributeRowDemo: the seed's D1 as keyframes (t = 0, 0.5, 1) for each change, and the three
// modes; `--svg DIR` writes SVGs. Exits 1 when a scenario's numbers are wrong.

import Scenarios

DemoRunner.main(title: "DistributeRowDemo", scenarios: DistributeScenarios.all)
