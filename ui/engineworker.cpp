#include "engineworker.h"

namespace hasami {

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {}

void EngineWorker::search(quint64 id, const Position& position, const SearchLimits& limits,
                          const StopToken& stop) {
    const SearchInfo info = searcher_.search(
        position, limits, stop.get(), [&](const SearchInfo& report) { emit progress(id, report); });
    emit finished(id, info);
}

}  // namespace hasami
