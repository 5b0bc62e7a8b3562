"""Frozen dataclasses built many times a consultation, with an ``__init__`` that fills ``__dict__`` at once.

``@dataclass(frozen=True)`` generates an ``__init__`` that sets each field through ``object.__setattr__`` (the class's
own ``__setattr__`` refuses): in CPython 3.11 some 1,300 machine instructions a field, where a plain assignment takes
about a hundred. A consultation sets ~5,000 such fields (a CardFit has 17, an OfferChoice 23, a TraceEntry 5, every
bilingual text 2), about 7 % of its instructions (cachegrind over the bench's consultations, 2026-12).
``direct_init`` gives such a class the same ``__init__`` — the same parameters in the same order, the same defaults
and default factories, the fields set in the same order — that writes the values into the instance's ``__dict__`` in
one update, as ``rules.facts.with_usage`` does for a copy. The class stays what the dataclass made it: frozen
(assigning a field still raises), with the dataclass's equality, hash, repr and ``replace``.

    @direct_init
    @dataclass(frozen=True)
    class Reason: ...
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

T = TypeVar("T", bound=type)


class _Factory:
    """The default of a field with a default factory: the factory is called when the caller gave none."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def direct_init(cls: T) -> T:
    """Replace a frozen dataclass's generated ``__init__`` by one with the same parameters that sets the fields in
    one ``__dict__`` update. Refuses (TypeError) a class whose ``__init__`` does more than set its fields: a
    ``__post_init__``, an ``InitVar``, a keyword-only or ``init=False`` field, slots."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or not params.init:
        raise TypeError(f"{cls.__name__}: direct_init is for a frozen dataclass with a generated __init__")
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    generated = cls.__dict__.get("__init__")
    code = getattr(generated, "__code__", None)
    if (code is None or hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__ or "self" in names
            or any(not f.init or f.kw_only for f in fields)
            or code.co_kwonlyargcount or code.co_varnames[1:code.co_argcount] != names):
        raise TypeError(f"{cls.__name__}: its __init__ does more than set its fields; direct_init does not apply")
    namespace: dict[str, object] = {"_FACTORY": _FACTORY, "__name__": cls.__module__}
    parameters = []
    factories = []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            parameters.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            parameters.append(f"{f.name}=_FACTORY")
            factories.append(f"    if {f.name} is _FACTORY:\n        {f.name} = _factory_{f.name}()\n")
        else:
            parameters.append(f.name)
    source = (f"def __init__(self, {', '.join(parameters)}):\n" + "".join(factories)
              + f"    self.__dict__.update({', '.join(f'{n}={n}' for n in names)})\n")
    # as dataclasses itself builds __init__, from the field names alone, and through the exec it uses: where
    # advisor_tui.method_cache gave dataclasses one that keeps compiled methods, this text is compiled once per Python,
    # not at every start (~17 classes, ~1 % of a cold `recommend`'s instructions)
    getattr(dataclasses, "exec", exec)(source, namespace)  # noqa: S102
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    init.__module__ = cls.__module__
    init.__annotations__ = dict(generated.__annotations__)  # type: ignore[union-attr]
    cls.__init__ = init  # type: ignore[misc]
    return cls
