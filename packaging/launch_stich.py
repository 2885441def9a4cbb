"""The frozen app's entry point: what the ``stich`` gui-script runs (``stich.ui.app:main``)."""

import sys

from stich.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
