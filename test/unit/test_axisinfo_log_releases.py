"""tools/axisinfo_log.py reads the coalesce logs of every release: Triton 3.8 adds ``maximum: N``
to getNumElementsPerThread's ``[ttg-utility]`` line (the line below is the 3.8.0 wheel's, for an
sm_80 f32 ``tt.atomic_rmw fadd``; test/coalesce-releases/debug-log.mlir checks pyopt writes it)."""

from tools import axisinfo_log as al

LOG_38 = """\
[tritongpu-coalesce]: Considering op: %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %arg1
[tritongpu-coalesce]: axis info of pointer: contiguity = [1024], divisibility = [16], constancy = [1], constant_value = <none>
[ttg-utility]: expected target attribute to be prefixed with "hip:"
[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 1, alignment: 4
[tritongpu-coalesce]: perThread for op: 1
[tritongpu-coalesce]: perThread: 1
"""


def test_maximum_is_read_from_a_3_8_log():
    log = al.parse_coalesce_log(LOG_38)
    (rec,) = log.records
    (a,) = rec.alignments
    assert (a.elem_num_bytes, a.divisibility, a.contig, a.alignment, a.maximum) == (4, 16, 1024, 4, 1)
    # getAMDArch's line is kept as an unparsed line, not mistaken for an alignment
    assert any("prefixed with" in line for line in log.other)


def test_a_3_6_line_has_no_maximum():
    log = al.parse_coalesce_log(LOG_38.replace("maximum: 1, ", ""))
    assert log.records[0].alignments[0].maximum is None
