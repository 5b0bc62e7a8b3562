"""knowledge.direct_init: the same __init__ as the frozen dataclass's, setting the fields in one __dict__ update."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from knowledge.direct_init import direct_init
from knowledge.text import I18n


@dataclasses.dataclass(frozen=True)
class Plain:
    name: str
    count: int = 2
    tags: tuple[str, ...] = ()
    notes: list[str] = dataclasses.field(default_factory=list)
    hidden: str = dataclasses.field(default="h", compare=False, repr=False)


@direct_init
@dataclasses.dataclass(frozen=True)
class Direct:
    name: str
    count: int = 2
    tags: tuple[str, ...] = ()
    notes: list[str] = dataclasses.field(default_factory=list)
    hidden: str = dataclasses.field(default="h", compare=False, repr=False)


def test_the_same_parameters_defaults_and_fields_in_the_same_order():
    assert list(inspect.signature(Direct).parameters) == list(inspect.signature(Plain).parameters)
    for args, kwargs in ((("a",), {}), (("a", 5), {"tags": ("x",)}), ((), {"name": "b", "notes": ["n"]}),
                         (("a", 1, ("t",), ["n"], "shown"), {})):
        plain, direct = Plain(*args, **kwargs), Direct(*args, **kwargs)
        assert vars(direct) == vars(plain) and list(vars(direct)) == list(vars(plain))
        assert repr(direct) == repr(plain).replace("Plain", "Direct")


def test_still_frozen_with_the_dataclass_equality_hash_and_replace():
    one = Direct("a", tags=("x",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.name = "b"  # type: ignore[misc]
    assert one == Direct("a", tags=("x",)) and one != Direct("b")
    assert Direct("a", hidden="1") == Direct("a", hidden="2")  # hidden: compare=False
    assert hash(I18n(en="a", zh="b")) == hash(I18n("a", "b")) and {I18n("a", "b"): 1}[I18n(en="a", zh="b")] == 1
    assert dataclasses.replace(one, count=3) == Direct("a", 3, ("x",))
    assert pickle.loads(pickle.dumps(one)) == one


def test_a_default_factory_is_called_for_each_instance_and_wrong_calls_fail_alike():
    assert Direct("a").notes is not Direct("a").notes
    for bad in ((), ("a",) * 6):
        with pytest.raises(TypeError):
            Direct(*bad)
    with pytest.raises(TypeError):
        Direct("a", colour="red")  # type: ignore[call-arg]


def test_a_class_whose_init_does_more_is_refused():
    @dataclasses.dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            pass

    @dataclasses.dataclass(frozen=True)
    class KeywordOnly:
        n: int = dataclasses.field(kw_only=True)

    @dataclasses.dataclass(frozen=True)
    class WithInitVar:
        n: int
        scale: dataclasses.InitVar[int] = 1

    @dataclasses.dataclass
    class Mutable:
        n: int

    for cls in (Checked, KeywordOnly, WithInitVar, Mutable):
        with pytest.raises(TypeError):
            direct_init(cls)


def test_its_init_is_compiled_through_the_exec_dataclasses_uses():
    """Where advisor_tui.method_cache gave dataclasses an exec that keeps compiled methods, direct_init's __init__
    goes through it too (filed under the class's module), so a start does not compile it again."""
    from advisor_tui import method_cache

    method_cache.install()

    @direct_init
    @dataclasses.dataclass(frozen=True)
    class Probe:
        label: str
        items: list[str] = dataclasses.field(default_factory=list)

    assert Probe.__init__.__module__ == __name__
    source = ("def __init__(self, label, items=_FACTORY):\n    if items is _FACTORY:\n"
              "        items = _factory_items()\n    self.__dict__.update(label=label, items=items)\n")
    assert (__name__, source) in method_cache._used
    assert Probe("a").items == [] and Probe("a").items is not Probe("a").items
