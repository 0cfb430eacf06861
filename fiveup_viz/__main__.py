from fiveup_viz.cli.main import main

raise SystemExit(main())
