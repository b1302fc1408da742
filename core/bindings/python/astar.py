"""The old name of astar_studio, kept for one version: `import astar`
warns (DeprecationWarning) and gives the astar_studio package itself, its
private names included, so code written for astar.py runs unchanged.

The distribution and the module were renamed astar-studio / astar_studio
because "astar" is another project's name on the Python package index.
Write `import astar_studio as astar` instead; this module goes away in the
next version.
"""

import sys
import warnings

import astar_studio

warnings.warn("the module astar is now astar_studio (import astar_studio as "
              "astar); astar goes away in the next version", DeprecationWarning,
              stacklevel=2)
# The same module object under both names: one library, one set of classes.
sys.modules[__name__] = astar_studio
