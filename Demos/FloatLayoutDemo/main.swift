// FloatLayoutDemo: the seed's F1 and F2 step by step, each as an ASCII drawing with its frames;
// `--svg DIR` writes one SVG per step. Exits 1 when a scenario's numbers are wrong.

import Scenarios

DemoRunner.main(title: "FloatLayoutDemo", scenarios: FloatScenarios.all)
