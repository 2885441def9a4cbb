"""Learning aids (issue #13): the hint, undo, the post-hand review, "Why?" for a trick, replaying
a deal from another seat, and the fair-dealing statistics. Each can be switched off
(:mod:`.settings`); hands played with a hint or an undo are marked in the history.

The logic lives outside Qt (:mod:`stich.bots.advice`, :mod:`stich.bots.review`,
:mod:`stich.store.fairness`); this package holds the widgets and the wiring
(:class:`.manager.Aids`, made by the main window).
"""
