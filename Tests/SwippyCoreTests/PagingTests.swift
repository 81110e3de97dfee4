import SwippyCore
import Testing

@Suite("Paging")
struct PagingTests {
    @Test func sevenItems_inPagesOfThree_makeThreePages() {
        let paging = Paging(itemCount: 7, pageSize: 3)
        #expect(paging.pageCount == 3)
        #expect(paging.range == 0..<3)
        #expect(paging.next()?.next()?.range == 6..<7)
        #expect(paging.next()?.next()?.next() == nil)
        #expect(paging.previous() == nil)
    }

    @Test func anEmptyList_isOneEmptyPage() {
        let paging = Paging(pageSize: 6)
        #expect(paging.pageCount == 1)
        #expect(paging.range.isEmpty)
        #expect(!paging.hasNext && !paging.hasPrevious)
        #expect(paging.visible([Int]()).isEmpty)
    }

    @Test func visible_isThePageShown() {
        let paging = Paging(itemCount: 5, pageSize: 2).next()
        #expect(paging?.visible(["a", "b", "c", "d", "e"]) == ["c", "d"])
    }

    @Test func resizing_keepsThePage_whileItExists() {
        let third = Paging(itemCount: 9, pageSize: 3).next()?.next()
        #expect(third?.resized(to: 8).page == 2)
        #expect(third?.resized(to: 4).page == 1)
        #expect(third?.resized(to: 0).page == 0)
    }

    @Test func aPageSizeBelowOne_countsAsOne() {
        #expect(Paging(itemCount: 2, pageSize: 0).pageCount == 2)
    }

    @Test func turning_movesInPlace_orSaysWhyNot_inOneWording() {
        var paging = Paging(itemCount: 5, pageSize: 2)
        #expect(paging.turn(forward: false) == "This is the first page.")
        #expect(paging.page == 0)
        #expect(paging.turn(forward: true) == nil)
        #expect(paging.turn(forward: true) == nil)
        #expect(paging.page == 2)
        #expect(paging.turn(forward: true) == "This is the last page.")
        #expect(paging.page == 2)
        #expect(paging.turn(forward: false) == nil)
        #expect(paging.page == 1)
    }
}
