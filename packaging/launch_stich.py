"""The frozen app's entry point: what the ``stich`` gui-script runs (``stich.ui.app:main``)."""

import sys

if __name__ == "__main__" and "--multiprocessing-fork" in sys.argv:
    # A worker of a "spawn" multiprocessing pool re-runs this executable: serve it, show no
    # window. (multiprocessing is imported only then: it would cost start-up otherwise.)
    import multiprocessing

    multiprocessing.freeze_support()

from stich.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
