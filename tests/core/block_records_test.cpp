// The record store of a search: the packed layout hands blocks out in
// the order a query touches them (single records on a huge map), and
// nothing leaks between queries.
#include "astar/search/detail/block_records.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace astar {
namespace block_records_test {

struct Record {
  std::uint64_t value : 40;
  std::uint64_t generation : 24;
};

using Records = detail::BlockRecords<Record>;
constexpr int kBlock = 1 << Records::kBlockBits;

// Writes `value` to `cell` as the current query's.
void put(Records& records, int cell, std::uint64_t value) {
  Record& r = records.touch(cell);
  r.value = value;
  r.generation = records.generation();
}

bool current(const Records& records, int cell) {
  return records.read(cell).generation == records.generation();
}

TEST(BlockRecords, PackedQueriesHandOutBlocksInTheOrderTheyAreTouched) {
  Records records(1024 * 1024);
  records.next_query(true);
  // Cells megabytes apart in a flat array sit one block apart here.
  const Record* far = &records.touch(1024 * 1000 + 5);
  const Record* near = &records.touch(3);
  EXPECT_EQ(near - far, kBlock + 3 - 5);
  // A second cell of a block already handed out shares it.
  EXPECT_EQ(&records.touch(1024 * 1000 + 60) - far, 55);
  // The next query starts again from the front.
  records.next_query(true);
  EXPECT_EQ(&records.touch(7), far - 5 + 7);
}

TEST(BlockRecords, OnlyThisQuerysRecordsReadAsCurrent) {
  Records records(5000);
  for (const bool packed : {true, false, true, true, false}) {
    records.next_query(packed);
    for (int cell = 0; cell < 5000; ++cell) {
      ASSERT_FALSE(current(records, cell)) << "cell " << cell;
    }
    for (int cell = 4999; cell >= 0; cell -= 7) put(records, cell, cell);
    for (int cell = 0; cell < 5000; ++cell) {
      const bool written = (4999 - cell) % 7 == 0;
      ASSERT_EQ(current(records, cell), written) << "cell " << cell;
      if (written) {
        ASSERT_EQ(records.read(cell).value, std::uint64_t(cell));
      }
    }
  }
}

TEST(BlockRecords, FlatQueriesKeepEachCellInItsOwnPlace) {
  Records records(300);
  records.next_query(false);
  const Record* first = &records.touch(0);
  EXPECT_EQ(&records.touch(299) - first, 299);
  EXPECT_EQ(&records.touch(64) - first, 64);
  EXPECT_EQ(&records.read(150), first + 150);
}

TEST(BlockRecords, GenerationsWrapWithoutOldRecordsComingBack) {
  Records records(200);
  records.next_query(true);
  put(records, 150, 42);
  const std::uint32_t written_in = records.generation();
  // Run the counter round to the same generation again.
  for (std::uint32_t i = 0; i < Records::kMaxGeneration; ++i) {
    records.next_query(i % 2 == 0);
  }
  ASSERT_EQ(records.generation(), written_in);
  for (const bool packed : {true, false}) {
    records.next_query(packed);
    for (int cell = 0; cell < 200; ++cell) {
      ASSERT_FALSE(current(records, cell)) << "cell " << cell;
    }
  }
}

TEST(BlockRecords, PackedQueriesOnAHugeMapGiveOneRecordACell) {
  // Only the records a query touches are ever written: the rest of the
  // array stays untouched virtual memory.
  const int cells = static_cast<int>(Records::kHashedAboveCells) + 1000;
  Records records(static_cast<std::size_t>(cells));
  const int stride = cells / 300000;
  for (int query = 0; query < 3; ++query) {
    records.next_query(true);
    // Cells far apart sit next to each other, in the order touched.
    const Record* first = &records.touch(cells - 1);
    EXPECT_EQ(&records.touch(5) - first, 1);
    EXPECT_EQ(&records.touch(cells - 1), first);
    // Enough cells to grow the table several times, each read back.
    for (int cell = 0; cell < cells; cell += stride) {
      ASSERT_FALSE(current(records, cell + 1)) << "cell " << cell + 1;
      put(records, cell + 1, static_cast<std::uint64_t>(cell) + query);
    }
    for (int cell = 0; cell < cells; cell += stride) {
      ASSERT_TRUE(current(records, cell + 1)) << "cell " << cell + 1;
      ASSERT_EQ(records.read(cell + 1).value,
                static_cast<std::uint64_t>(cell) + query);
      ASSERT_FALSE(current(records, cell + 2)) << "cell " << cell + 2;
    }
  }
  // A flat query on the same records still keeps each cell in its place.
  records.next_query(false);
  EXPECT_EQ(&records.touch(cells - 1) - &records.touch(0), cells - 1);
  EXPECT_FALSE(current(records, 1));
}

TEST(BlockRecords, HugeMapSlotsStayEmptyAcrossTheStampsWrappingAround) {
  // More queries than a slot's stamp counts (the table is cleared once):
  // no query sees a cell an earlier one touched, though its records sit
  // where this query's first two are.
  const int cells = static_cast<int>(Records::kHashedAboveCells) + 1000;
  Records records(static_cast<std::size_t>(cells));
  std::vector<int> earlier;
  for (int query = 0; query < 2100; ++query) {
    records.next_query(true);
    const int cell = static_cast<int>((query * 7919LL) % cells);
    put(records, cell, static_cast<std::uint64_t>(query));
    put(records, cells - 1 - cell, static_cast<std::uint64_t>(query) + 1);
    ASSERT_EQ(records.read(cell).value, static_cast<std::uint64_t>(query));
    ASSERT_EQ(&records.touch(cells - 1 - cell) - &records.touch(cell), 1);
    for (const int old : earlier) {
      ASSERT_FALSE(current(records, old)) << "query " << query;
    }
    earlier.push_back(cell);
  }
}

}  // namespace block_records_test
}  // namespace astar
