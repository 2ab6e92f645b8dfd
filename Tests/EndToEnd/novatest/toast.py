# SPDX-License-Identifier: GPL-3.0-or-later
"""A toast's button as a screen reader finds it: in the toast, beside or under its words
(the control bar under the toast may have a button of the same name)."""

import time

from novatest import accessibility as a11y
from novatest.session import wait_until


def button(app, words, label):
    """(the application's accessible root, the button ``label`` of the toast saying
    ``words``, the node with those words), once the toast has slid into place, where a
    finger goes."""
    root = a11y.application(app.pid)

    def find():
        for said in a11y.find(root, name_has=words):
            parent = said.get_parent()
            for _ in range(4):
                if parent is None:
                    break
                buttons = a11y.find(parent, a11y.R.PUSH_BUTTON, name_is=label)
                if buttons:
                    return buttons[0], said
                parent = parent.get_parent()
        return None
    found, said = wait_until(find, 10, "the %s button of the toast saying %r" % (label, words))

    def settled():
        first = a11y.extents(found)
        time.sleep(0.3)
        return first if a11y.extents(found) == first else None
    wait_until(settled, 5, "the toast in place")
    return root, found, said
