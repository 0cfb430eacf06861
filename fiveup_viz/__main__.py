from fiveup_viz.cli import main

raise SystemExit(main())
